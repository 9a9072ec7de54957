import { useSearchParams } from 'react-router';
import { isDay, todayInIndia } from '../utils/dates';

/** A day kept in the URL (?date=YYYY-MM-DD), today in India when absent or malformed; choosing today leaves the URL clean. */
export function useDateParam(key = 'date') {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = todayInIndia();
  const raw = searchParams.get(key);
  const date = isDay(raw) ? raw : today;

  const setDate = (next: string) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === today) params.delete(key);
        else params.set(key, next);
        return params;
      },
      { replace: true },
    );
  };

  return { date, today, setDate };
}
