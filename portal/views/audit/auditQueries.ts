import { teamApi } from '@/api/team';
import { type AuditAction, auditActions } from '@shared/contract/constants';
import { PAGE_SIZE, readPage } from '../common/listState';
import { teamKeys } from '../team/teamQueries';

/** The audit log's filters and page, as the URL holds them (`?actorId=2&action=export&page=2`). */
export type AuditListState = {
  /** Only the entries of this account; `null` for everyone's. */
  actorId: number | null;
  /** Only the entries of this action; `null` for every action. */
  action: AuditAction | null;
  /** 1-based. */
  page: number;
};

/** Reads the state from the URL, ignoring an account id that is no id and an action this build does not know. */
export function readAuditListState(params: URLSearchParams): AuditListState {
  const actorId = Number(params.get('actorId'));
  const action = params.get('action');
  return {
    actorId: Number.isInteger(actorId) && actorId >= 1 ? actorId : null,
    action: auditActions.includes(action as AuditAction) ? (action as AuditAction) : null,
    page: readPage(params),
  };
}

/** Whether a filter narrows the list. */
export const isFiltered = (state: AuditListState) => state.actorId !== null || state.action !== null;

/** The filters as the calls take them. */
export const auditFiltersOf = ({ actorId, action }: AuditListState) => ({
  actorId: actorId ?? undefined,
  action: action ?? undefined,
});

/** The key of one page of the trail: under `teamKeys.all`, so a change on the team screen reloads it. */
export const auditListKey = (state: AuditListState) => [...teamKeys.audit, state] as const;

/** One page of the trail, newest first (GET /api/admin/audit). */
export const fetchAuditPage = (state: AuditListState) =>
  teamApi.audit({ ...auditFiltersOf(state), page: state.page, pageSize: PAGE_SIZE });
