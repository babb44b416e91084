import styled from 'styled-components';
import { Button, Card, Notice, SampleBadge, color, countOf, radius, space } from '@pizza-atlas/ui';
import { DEMO_DISHES } from './demo-dishes';
import type { MenuDish } from './parse-menu';

const Stack = styled.div`
  display: grid;
  gap: ${space(5)};
  h2 {
    margin: 0;
  }
`;

const Dishes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;

const DishCard = styled(Card)`
  display: grid;
  gap: ${space(2)};
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space(3)};
`;

const Price = styled.span`
  font-size: 1.25rem;
  font-weight: 700;
  color: ${color.primary};
`;

const Muted = styled.p`
  color: ${color.textMuted};
  font-size: 0.9rem;
`;

const Allergen = styled.span`
  display: inline-block;
  margin: 0 ${space(1)} ${space(1)} 0;
  padding: 2px ${space(2)};
  border-radius: ${radius.pill};
  background: ${color.surfaceMuted};
  font-size: 0.85rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
`;

function Confidence({ value }: { value: number }) {
  return <Muted>Confidence {value}%</Muted>;
}

function FoundDishes({ dishes }: { dishes: readonly MenuDish[] }) {
  return (
    <section aria-labelledby="scan-found">
      <h2 id="scan-found">{countOf(dishes.length, { one: 'dish', other: 'dishes' })} found</h2>
      <Muted>Read from your image in this browser. Check the prices against the menu.</Muted>
      <Dishes>
        {dishes.map((dish, index) => (
          <DishCard as="li" key={`${index}-${dish.dish}`} aria-label={dish.dish}>
            <Line>
              <h3>{dish.dish}</h3>
              <Price>${dish.price}</Price>
            </Line>
            <Confidence value={dish.confidence} />
          </DishCard>
        ))}
      </Dishes>
    </section>
  );
}

function DemoDishes() {
  return (
    <section aria-labelledby="scan-demo">
      <h2 id="scan-demo">
        Sample dishes <SampleBadge>Demo</SampleBadge>
      </h2>
      <Muted>Fixed examples of what a scan shows, not read from your image.</Muted>
      <Dishes>
        {DEMO_DISHES.map((dish) => (
          <DishCard as="li" key={dish.dish} aria-label={dish.dish}>
            <Line>
              <h3>{dish.dish}</h3>
              <Price>${dish.price}</Price>
            </Line>
            <p>{dish.description}</p>
            <Muted>
              Confidence {dish.confidence}% · Rating {dish.rating} · Nutrition score{' '}
              {dish.nutritionScore}/10
            </Muted>
            <div aria-label="Allergens">
              {dish.allergens.map((allergen) => (
                <Allergen key={allergen}>{allergen}</Allergen>
              ))}
            </div>
          </DishCard>
        ))}
      </Dishes>
    </section>
  );
}

/** What the scan found, or, when it found nothing or failed, the spec's sample dishes. */
export function ScanResults({
  dishes,
  failed,
  onRestart,
}: {
  dishes: readonly MenuDish[];
  /** Why nothing was read: the file is no image, or the engine could not read it. */
  failed?: 'not-an-image' | 'unreadable';
  onRestart: () => void;
}) {
  return (
    <Stack>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onRestart}>
          Scan New Image
        </Button>
      </Actions>
      {failed === 'not-an-image' ? (
        <Notice $tone="error" role="status">
          This file is not a photo the scanner can read. Choose a photo of a menu (JPEG, PNG or
          WebP).
        </Notice>
      ) : failed ? (
        <Notice $tone="error" role="status">
          The scanner could not read this image. Try a sharper photo, taken straight on.
        </Notice>
      ) : (
        dishes.length === 0 && (
          <Notice role="status">
            No dishes with prices were found in this image. Try a sharper photo, taken straight on,
            with the prices in view.
          </Notice>
        )
      )}
      {dishes.length > 0 ? <FoundDishes dishes={dishes} /> : <DemoDishes />}
      <Actions>
        <Button type="button" onClick={onRestart}>
          Scan Another Menu
        </Button>
      </Actions>
    </Stack>
  );
}
