-- Issue 16, items 6 and 7: advanced filters on /curriculos and saved views.
-- filter_facts: each facet's options of the application as arrays ({"uf": ["SP"], "formacao":
-- ["Graduação", "Curso Técnico"], "campo.<fieldId>": ["Sim"]}), never a sensitive answer
-- (docs/decisions/023-no-sensitive-filters.md). experience_months: the months of professional
-- experience (form entries and CV, overlaps counted once). Both written by the app when an
-- application arrives, is imported, its CV is read or its CV data is corrected
-- (src/server/features/applications/filter-facts.ts).
ALTER TABLE "candidate_submissions" ADD COLUMN "filter_facts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "experience_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "candidate_submissions_filter_facts_idx" ON "candidate_submissions" USING gin ("filter_facts" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "candidate_submissions_company_experience_idx" ON "candidate_submissions" USING btree ("company_id","experience_months");--> statement-breakpoint
-- Backfill from the answers already stored (the CV's experience periods are free text: the app adds
-- them the next time it touches the application).
UPDATE "candidate_submissions" cs SET "filter_facts" = coalesce((
  SELECT jsonb_object_agg(facts.facet, facts.vals) FROM (
    SELECT m.facet, jsonb_agg(DISTINCT m.val) AS vals FROM (
      SELECT CASE a.value->>'key'
          WHEN 'escolaridade' THEN 'escolaridade'
          WHEN 'area_desejada' THEN 'area'
          WHEN 'disponibilidade' THEN 'disponibilidade'
          WHEN 'estado' THEN 'uf'
          WHEN 'cidade' THEN 'cidade'
          WHEN 'primeiro_emprego' THEN 'primeiro_emprego'
          WHEN 'trabalhou_na_empresa' THEN 'trabalhou_na_empresa'
        END AS facet,
        CASE WHEN a.value->>'key' = 'cidade'
          THEN replace(replace(replace(replace(replace(replace(
            initcap(lower(regexp_replace(btrim(a.value->>'value'), '\s+', ' ', 'g'))),
            ' De ', ' de '), ' Da ', ' da '), ' Do ', ' do '), ' Das ', ' das '), ' Dos ', ' dos '), ' E ', ' e ')
          WHEN a.value->>'key' = 'estado' THEN upper(btrim(a.value->>'value'))
          ELSE btrim(a.value->>'value') END AS val
      FROM jsonb_each(cs."form_data") a
      WHERE jsonb_typeof(a.value->'value') = 'string' AND btrim(a.value->>'value') <> ''
      UNION ALL
      SELECT 'formacao', btrim(e->>'tipo')
      FROM jsonb_each(cs."form_data") a, jsonb_array_elements(a.value->'value') e
      WHERE a.value->>'key' = 'formacao' AND jsonb_typeof(a.value->'value') = 'array'
        AND jsonb_typeof(e) = 'object' AND coalesce(btrim(e->>'tipo'), '') <> ''
      UNION ALL
      SELECT 'campo.' || a.key, CASE jsonb_typeof(a.value->'value')
          WHEN 'boolean' THEN CASE WHEN (a.value->>'value')::boolean THEN 'Sim' ELSE 'Não' END
          ELSE btrim(a.value->>'value') END
      FROM jsonb_each(cs."form_data") a
      JOIN "form_configurations" f ON f."company_id" = cs."company_id" AND f."id"::text = a.key
      WHERE a.value->>'type' IN ('dropdown', 'sim_nao', 'checkbox') AND NOT f."is_sensitive"
        AND a.value->>'key' NOT IN ('escolaridade', 'area_desejada', 'disponibilidade', 'estado', 'cidade',
          'primeiro_emprego', 'trabalhou_na_empresa', 'genero', 'etnia', 'possui_necessidade_especial',
          'tipo_deficiencia', 'estado_civil', 'nacionalidade')
        AND jsonb_typeof(a.value->'value') IN ('string', 'boolean') AND btrim(a.value->>'value') <> ''
      UNION ALL
      SELECT 'curriculo', CASE WHEN EXISTS (
        SELECT 1 FROM "submission_files" sf
        WHERE sf."company_id" = cs."company_id" AND sf."submission_id" = cs."id" AND sf."field_id" = 'curriculo'
      ) THEN 'Sim' ELSE 'Não' END
    ) m WHERE m.facet IS NOT NULL AND m.val IS NOT NULL
    GROUP BY m.facet
  ) facts
), '{}'::jsonb);--> statement-breakpoint
UPDATE "candidate_submissions" cs SET "experience_months" = coalesce((
  SELECT sum(upper(r) - lower(r)) FROM unnest((
    SELECT range_agg(int4range(p.start_month, p.end_month))
    FROM (
      SELECT substring(e->>'data_inicio', 7, 4)::int * 12 + substring(e->>'data_inicio', 4, 2)::int - 1 AS start_month,
        CASE WHEN coalesce(e->>'data_fim', '') ~ '^\d{2}/\d{2}/\d{4}$'
          THEN substring(e->>'data_fim', 7, 4)::int * 12 + substring(e->>'data_fim', 4, 2)::int - 1
          ELSE (extract(year FROM now())::int * 12 + extract(month FROM now())::int - 1) END AS end_month
      FROM jsonb_each(cs."form_data") a, jsonb_array_elements(a.value->'value') e
      WHERE a.value->>'key' = 'experiencia' AND jsonb_typeof(a.value->'value') = 'array'
        AND jsonb_typeof(e) = 'object' AND coalesce(e->>'data_inicio', '') ~ '^\d{2}/(0[1-9]|1[0-2])/\d{4}$'
        AND (coalesce(e->>'data_fim', '') !~ '^\d{2}/\d{2}/\d{4}$' OR substring(e->>'data_fim', 4, 2)::int BETWEEN 1 AND 12)
    ) p WHERE p.end_month > p.start_month
  )) r
), 0);--> statement-breakpoint
-- "Salvar filtro": a named search + filters of /curriculos, personal or shared with the team.
CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"owner_user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_views_company_owner_idx" ON "saved_views" USING btree ("company_id","owner_user_id");--> statement-breakpoint
CREATE INDEX "saved_views_company_shared_idx" ON "saved_views" USING btree ("company_id","shared");
