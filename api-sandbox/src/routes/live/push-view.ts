import type { Ctx } from '../../context';
import type { UserRow } from '../../users';

/** A row of push_orders. */
export type Push = {
  id: number;
  anchor_id: number;
  stream_id: number | null;
  kind: string;
  data: string;
  is_fee: number;
  fee: number;
  created_at: number;
};
/** A push order as a viewer sees it: a paid tip stays locked until the viewer paid for it. */
export const pushView = (ctx: Ctx, p: Push, viewer: UserRow | null) => {
  const paid =
    !p.is_fee ||
    viewer?.id === p.anchor_id ||
    (viewer &&
      !!ctx.db
        .prepare('SELECT 1 FROM paid_access WHERE user_id = ? AND target = ?')
        .get(viewer.id, `push:${p.id}`));
  return {
    id: p.id,
    anchorId: p.anchor_id,
    streamId: p.stream_id,
    kind: p.kind,
    isFee: p.is_fee,
    fee: p.fee,
    locked: !paid,
    content: paid ? JSON.parse(p.data) : null,
    createdAt: p.created_at,
  };
};
