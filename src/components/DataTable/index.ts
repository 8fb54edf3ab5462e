export { ClampedText, type ClampedTextProps } from './ClampedText';
export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableProps, DataTableSelection, DataTableSort, SortDirection } from './types';
