/** The DataTable as stacked cards, for less room than its columns need: the first column is each card's title. */
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  CardActions,
  CardCheck,
  CardFields,
  CardItem,
  CardList,
  CardsHeader,
  CardsMessage,
  CardTitle,
  CheckboxLabel,
} from './CardView.styles';
import { cellContent, type DataTableViewProps } from './viewParts';

export function CardView<Row>({
  columns,
  rows,
  getRowId,
  caption,
  captionId,
  emptyText,
  loading,
  loadingLabel,
  rowActions,
  selection,
  parts,
}: DataTableViewProps<Row>) {
  const cardColumns = columns.slice(1).filter((column) => !column.hideInCard);
  const [titleColumn] = columns;
  const cardState = (row: Row) => {
    const data = parts.data(row);
    return { ...data, $emphasis: Boolean(data['data-emphasis']), $interactive: Boolean(data['data-interactive']) };
  };

  return (
    <>
      <VisuallyHidden id={captionId}>{caption}</VisuallyHidden>
      {selection && (
        <CardsHeader>
          <CheckboxLabel>
            {parts.pageCheckbox(true)}
            Select all on this page
          </CheckboxLabel>
        </CardsHeader>
      )}
      {loading ? (
        <CardsMessage as="div" aria-busy="true">
          <Spinner label={loadingLabel} />
        </CardsMessage>
      ) : rows.length === 0 ? (
        <CardsMessage>{emptyText}</CardsMessage>
      ) : (
        <CardList aria-labelledby={captionId}>
          {rows.map((row) => (
            // A pointer shortcut; keyboard users open the row through its title's button.
            <CardItem key={getRowId(row)} {...cardState(row)} onClick={parts.onClick(row)}>
              {selection && <CardCheck>{parts.checkbox(row)}</CardCheck>}
              <CardTitle style={selection ? undefined : { gridColumn: '1 / 3' }}>
                {titleColumn && cellContent(titleColumn, row)}
              </CardTitle>
              {rowActions && <CardActions>{rowActions(row)}</CardActions>}
              {cardColumns.length > 0 && (
                <CardFields>
                  {cardColumns.map((column) => (
                    <div key={column.key} style={{ display: 'contents' }}>
                      <dt>{column.header}</dt>
                      <dd>{cellContent(column, row)}</dd>
                    </div>
                  ))}
                </CardFields>
              )}
            </CardItem>
          ))}
        </CardList>
      )}
    </>
  );
}
