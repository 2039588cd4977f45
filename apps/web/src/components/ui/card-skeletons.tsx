import { cn } from '../../lib/cn';
import { Card, CardBody } from './card';

type CardSkeletonsProps = {
  /** What is loading, announced by the status region. */
  label: string;
  count: number;
  /** The grid the real cards will sit in, so the page does not jump when they arrive. */
  className: string;
  /** Each placeholder bar's size, shape and shade, top to bottom. */
  bars: readonly string[];
  cardClassName?: string;
  bodyClassName?: string;
};

/** Card-shaped placeholders while a list of cards loads; only the status region is announced. */
export function CardSkeletons({ label, count, className, bars, cardClassName, bodyClassName }: CardSkeletonsProps) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, key) => (
        <Card key={key} aria-hidden="true" className={cardClassName}>
          <CardBody className={cn('animate-pulse', bodyClassName)}>
            {bars.map((bar, index) => (
              <div key={index} className={bar} />
            ))}
          </CardBody>
        </Card>
      ))}
    </div>
  );
}
