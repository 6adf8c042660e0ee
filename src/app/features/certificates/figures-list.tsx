import { useLingui } from '@lingui/react/macro';

export type Figures = {
  learners: number;
  fullyTrained: number;
  assignedCourses: number;
  passedCourses: number;
  averageScore: number | null;
};

/** The company certificate's headline figures, as the certificate page and the verification show them. */
export function FiguresList({ figures }: { figures: Figures }) {
  const { t } = useLingui();
  const { learners, fullyTrained, assignedCourses, passedCourses, averageScore } = figures;
  return (
    <ul className="figure-tiles">
      <li>
        <strong>{t({ id: 'proof.people_value', message: `${fullyTrained} von ${learners}` })}</strong>
        <span>{t({ id: 'proof.people_label', message: 'Personen vollständig geschult' })}</span>
      </li>
      <li>
        <strong>{t({ id: 'proof.courses_value', message: `${passedCourses} von ${assignedCourses}` })}</strong>
        <span>{t({ id: 'proof.courses_label', message: 'zugewiesene Kurse bestanden' })}</span>
      </li>
      <li>
        <strong>{averageScore === null ? '–' : t({ id: 'proof.score_value', message: `${averageScore} %` })}</strong>
        <span>{t({ id: 'proof.score_label', message: 'durchschnittliches Quiz-Ergebnis' })}</span>
      </li>
    </ul>
  );
}
