import { PERSONALITIES, PERSONALITY_TYPES } from './personalities';
import { QUIZ_QUESTIONS } from './quiz-questions';
import { scoreQuiz } from './score-quiz';

describe('scoreQuiz', () => {
  it('picks the personality chosen most often', () => {
    expect(scoreQuiz(['social', 'connoisseur', 'connoisseur', 'adventurer', 'connoisseur'])).toBe(
      'connoisseur',
    );
    expect(scoreQuiz(['traditionalist', 'traditionalist', 'social', 'social', 'social'])).toBe(
      'social',
    );
  });

  it('gives a tie to the personality that reached the top count first', () => {
    // Social reaches 2 at the third answer, adventurer only at the fourth.
    expect(scoreQuiz(['adventurer', 'social', 'social', 'adventurer', 'connoisseur'])).toBe(
      'social',
    );
    // The same answers in another order: adventurer reaches 2 first.
    expect(scoreQuiz(['adventurer', 'adventurer', 'social', 'social', 'connoisseur'])).toBe(
      'adventurer',
    );
    // Four answers, one each: the first answer leads.
    expect(scoreQuiz(['traditionalist', 'connoisseur', 'social', 'adventurer'])).toBe(
      'traditionalist',
    );
  });

  it('has no result before an answer', () => {
    expect(scoreQuiz([])).toBeUndefined();
  });
});

describe('the quiz', () => {
  it('has five questions of four options, one per personality', () => {
    expect(QUIZ_QUESTIONS).toHaveLength(5);
    for (const question of QUIZ_QUESTIONS) {
      expect(question.options.map((option) => option.value)).toEqual(['A', 'B', 'C', 'D']);
      expect(new Set(question.options.map((option) => option.personality))).toEqual(
        new Set(PERSONALITY_TYPES),
      );
    }
  });

  it('gives each personality four traits and four recommendations', () => {
    for (const type of PERSONALITY_TYPES) {
      expect(PERSONALITIES[type].type).toBe(type);
      expect(PERSONALITIES[type].traits).toHaveLength(4);
      expect(PERSONALITIES[type].recommendations).toHaveLength(4);
    }
  });
});
