import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { color, radius, space } from '@pizza-atlas/ui';
import type { QuizOption, QuizQuestion } from './quiz-questions';

const Progress = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 0.9rem;
  color: ${color.textMuted};
  margin-bottom: ${space(2)};
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${radius.pill};
  background: ${color.surfaceMuted};
  overflow: hidden;
  margin-bottom: ${space(6)};
`;

const Fill = styled.div`
  height: 100%;
  background: ${color.primary};
  transition: width 200ms ease;
`;

const Question = styled.h3`
  font-size: 1.35rem;
  line-height: 1.3;
  margin: 0 0 ${space(5)};
  &:focus {
    outline: none;
  }
`;

const Options = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
`;

const Option = styled.button`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  width: 100%;
  min-height: 52px;
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${color.surfaceMuted};
    border-color: ${color.primary};
  }
`;

const Letter = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${radius.pill};
  background: ${color.surfaceMuted};
  color: ${color.primary};
  font-weight: 700;
`;

/** One question: where the visitor is in the quiz, and four answers that each advance it. */
export function QuizQuestionView({
  question,
  index,
  total,
  onAnswer,
}: {
  question: QuizQuestion;
  index: number;
  total: number;
  onAnswer: (option: QuizOption) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const percent = Math.round(((index + 1) / total) * 100);

  // Each question takes focus, so it is announced and the answers follow it in Tab order.
  // (The first is focused by the dialog as it opens: until then it cannot take focus.)
  useEffect(() => heading.current?.focus(), [index]);

  return (
    <div>
      <Progress>
        <span>
          Question {index + 1} of {total}
        </span>
        <span>{percent}%</span>
      </Progress>
      <Track
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Question ref={heading} tabIndex={-1} data-autofocus>
        {question.question}
      </Question>
      <Options>
        {question.options.map((option) => (
          <li key={option.value}>
            <Option type="button" onClick={() => onAnswer(option)}>
              <Letter aria-hidden="true">{option.value}</Letter>
              {option.text}
            </Option>
          </li>
        ))}
      </Options>
    </div>
  );
}
