import { Chip } from '@/components/Chip';
import { statusLabelOf, statusToneOf } from './messageRules';

/** A message's status as a coloured chip; the text says it too, so colour is never the only signal. */
export function StatusChip({ status }: { status: string }) {
  return (
    <Chip tone={statusToneOf(status)} size="sm">
      {statusLabelOf(status)}
    </Chip>
  );
}
