export { ClampedText, type ClampedTextProps } from './ClampedText';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSelection,
  type DataTableSort,
  type SortDirection,
} from './DataTable';
