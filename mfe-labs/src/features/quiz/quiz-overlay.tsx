import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '@pizza-atlas/ui';
import { directoryPathFor } from './find-places';
import { LocationDialog } from './location-dialog';
import { PERSONALITIES, type PersonalityType } from './personalities';
import { QUIZ_QUESTIONS } from './quiz-questions';
import { QuizQuestionView } from './quiz-questions-view';
import { QuizResultView } from './quiz-result-view';
import { scoreQuiz } from './score-quiz';

/** The questions, then the result; lives only while the overlay is open. */
function Quiz({ onFindPlaces }: { onFindPlaces: (personality: PersonalityType) => void }) {
  const [answers, setAnswers] = useState<PersonalityType[]>([]);
  const result = answers.length === QUIZ_QUESTIONS.length ? scoreQuiz(answers) : undefined;
  if (result) {
    return (
      <QuizResultView
        personality={PERSONALITIES[result]}
        onRetake={() => setAnswers([])}
        onFindPlaces={() => onFindPlaces(result)}
      />
    );
  }
  const index = answers.length;
  return (
    <QuizQuestionView
      question={QUIZ_QUESTIONS[index]!}
      index={index}
      total={QUIZ_QUESTIONS.length}
      onAnswer={(option) => setAnswers([...answers, option.personality])}
    />
  );
}

/**
 * The personality quiz over the home page (a modal dialog: focus stays inside, Escape
 * closes it). `Find My Pizza Places` asks for the visitor's location in a second dialog,
 * then opens the directory for the result: near them, in the place they typed, or (Skip)
 * with the personality alone.
 */
export function QuizOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [locating, setLocating] = useState<PersonalityType | null>(null);
  // Closing the quiz also forgets a pending location question, so it never reopens with it.
  const close = () => {
    setLocating(null);
    onClose();
  };
  // Every way out of the location question leads to results (decision 0066).
  const go = (path: string) => {
    close();
    navigate(path);
  };
  return (
    <>
      <Dialog open={open} onClose={close} title="Pizza Personality Quiz" width="640px">
        <Quiz onFindPlaces={setLocating} />
      </Dialog>
      <LocationDialog
        open={open && locating !== null}
        onClose={() => setLocating(null)}
        onSkip={() => go(directoryPathFor(locating!))}
        onLocated={(where) => go(directoryPathFor(locating!, where))}
        onPlace={(location) => go(directoryPathFor(locating!, { location }))}
      />
    </>
  );
}
