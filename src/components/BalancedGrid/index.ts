export { BalancedGrid, type BalancedGridStyleProps, whenStackedAndWide } from './BalancedGrid';
export {
  balancedColumnCounts,
  balancedColumnSteps,
  type BalancedColumnsOptions,
  type ColumnStep,
  columnsAt,
  isBalanced,
} from './balancedColumns';
