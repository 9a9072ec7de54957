import { AppleIcon, BowlIcon, CarrotIcon, CupcakeIcon, MilkIcon, PizzaIcon } from '@nukkad/ui';
import type { ReactNode } from 'react';

const HERO_ART = [CarrotIcon, BowlIcon, MilkIcon, PizzaIcon, AppleIcon, CupcakeIcon];

/** The home's welcome: what Nukkad is, the search (live, or its static first paint) and the art. */
export function HomeHero({ search }: { search: ReactNode }) {
  return (
    <header className="hero">
      <p className="hero__eyebrow">Your neighbourhood, delivered</p>
      <h1 className="hero__title">Food &amp; groceries from shops around the corner</h1>
      <p className="hero__tagline">Hot meals, fresh vegetables and daily essentials from local shops — at your door in minutes.</p>
      {search}
      <div className="hero__art" aria-hidden="true">
        {HERO_ART.map((Art, index) => (
          <span key={index}>
            <Art size={40} />
          </span>
        ))}
      </div>
    </header>
  );
}
