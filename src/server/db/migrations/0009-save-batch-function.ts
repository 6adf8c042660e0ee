import { type Kysely, sql } from 'kysely';

/**
 * A batch of saves in one function call (docs/decisions/059-lean-save-path.md). The statement the
 * server sent until now unnested seventeen arrays and called `save_progress` per row; PostgreSQL
 * parsed and planned it again for every batch. Inside a plpgsql function the plan is made once per
 * connection, so what travels per batch is one short call. Answers one row per save, in the order
 * given, for the saves whose person has current progress in the course.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await saveProgressBatchFunction.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function save_progress_batch`.execute(db);
}

/** One call for a batch of saves, as this migration made it (0019 replaces it). */
export const saveProgressBatchFunction = sql`
    create function save_progress_batch(
      p_user integer[], p_slug text[], p_progress integer[], p_op uuid[], p_now timestamptz[],
      p_slide_count integer[], p_slide integer[], p_seconds integer[], p_module_repeated boolean[],
      p_finished_at timestamptz[], p_attempt uuid[], p_answers jsonb[], p_correct integer[], p_questions integer[],
      p_score integer[], p_passed boolean[], p_attempted_at timestamptz[]
    ) returns table (save_position integer, applied boolean, progress course_progress) language plpgsql as $fn$
    begin
      return query
        select o.position::int, r.applied, r.progress
        from unnest(p_user, p_slug, p_progress, p_op, p_now, p_slide_count, p_slide, p_seconds, p_module_repeated,
          p_finished_at, p_attempt, p_answers, p_correct, p_questions, p_score, p_passed, p_attempted_at)
          with ordinality as o(user_id, slug, progress_id, op_id, now, slide_count, slide, seconds, module_repeated,
          finished_at, attempt_id, answers, correct, questions, score, passed, attempted_at, position)
        cross join lateral save_progress(o.user_id, o.slug, o.progress_id, o.op_id, o.now, o.slide_count, o.slide,
          o.seconds, o.module_repeated, o.finished_at, o.attempt_id, o.answers, o.correct, o.questions, o.score,
          o.passed, o.attempted_at) r
        order by o.position;
    end
    $fn$
`;
