import { Download } from 'lucide-react';
import { useState } from 'react';

import { api } from '@/api';
import { Alert } from '@/components/Alert';
import { downloadBlob, exportFileName } from '../views/common/downloadBlob';
import { failureMessage } from '../views/common/failures';
import { PrivacyTool } from './PrivacyTool';

type ExportState =
  { step: 'idle' } | { step: 'exporting' } | { step: 'done'; email: string } | { step: 'failed'; message: string };

/** The file's name says what it holds, not whose data: the address stays out of the downloads folder. */
const PERSONAL_DATA_FILE = 'personal-data';

/**
 * Personal data: downloads, as CSV, everything stored about one e-mail address (each waitlist entry and
 * contact message, any case), to answer a person who asks for a copy of their data. The address goes
 * in the request's body, never its URL; the file is fetched with the session's token and then saved, as
 * the other exports are.
 */
export function PersonalDataExport() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<ExportState>({ step: 'idle' });

  const exportData = async (address: string) => {
    setState({ step: 'exporting' });
    try {
      downloadBlob(await api.privacy.exportPersonalData(address), exportFileName(PERSONAL_DATA_FILE));
      setState({ step: 'done', email: address });
    } catch (error) {
      console.error('Error exporting personal data:', error);
      setState({ step: 'failed', message: failureMessage(error) });
    }
  };

  return (
    <PrivacyTool
      title="Export personal data"
      intro="Download everything stored about one person, their waitlist sign-ups, contact messages, the replies and the mails sent to them, as a CSV file: for example when someone asks for a copy of their data."
      email={email}
      onEmailChange={setEmail}
      onSubmit={(address) => void exportData(address)}
      action={{
        variant: 'secondary',
        loading: state.step === 'exporting',
        loadingLabel: 'Exporting...',
        startIcon: <Download size={16} aria-hidden="true" />,
        children: 'Export',
      }}
    >
      {state.step === 'done' && <Alert tone="success">The data stored about {state.email} was downloaded.</Alert>}
      {state.step === 'failed' && (
        <Alert tone="error" title="Export failed">
          {state.message}
        </Alert>
      )}
    </PrivacyTool>
  );
}
