import { Download } from 'lucide-react';

import { Button } from '@/components/Button';

/** "Export CSV": downloads what the table's filters match; busy while the file is prepared. */
export function ExportButton({ onExport, exporting }: { onExport: () => void; exporting: boolean }) {
  return (
    <Button
      variant="secondary"
      startIcon={<Download size={16} aria-hidden="true" />}
      loading={exporting}
      loadingLabel="Exporting..."
      onClick={onExport}
    >
      Export CSV
    </Button>
  );
}
