import { describe, expect, it } from 'vitest';
import { cspDirectives, tileSource } from './external';

const mapTiles = {
  url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  darkUrl: 'https://{s}.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}{r}.png',
  attribution: '&copy; OpenStreetMap contributors',
};

describe('content security policy', () => {
  it('turns a tile URL template into the host source it loads from', () => {
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileSource('https://tiles.example.in/{z}/{x}/{y}.png')).toBe('https://tiles.example.in');
    expect(tileSource('http://localhost:8081/{z}/{x}/{y}.png')).toBe('http://localhost:8081');
    expect(tileSource('https://a-{s}.maps.example.in/{z}/{x}/{y}.png')).toBe('https://*.maps.example.in');
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });

  it('allows the configured tile hosts as images and nothing of Razorpay with the test provider', () => {
    const directives = cspDirectives({
      mapTiles: { ...mapTiles, url: 'https://{s}.tiles.example.in/{z}/{x}/{y}.png' },
      payment: { provider: 'test', keySecret: 'secret' },
      isProduction: false,
    });
    expect(directives.imgSrc).toContain('https://*.tiles.example.in');
    expect(directives.imgSrc).toContain('https://*.basemaps.cartocdn.com');
    expect(directives.imgSrc).not.toContain('https://*.tile.openstreetmap.org');
    expect(JSON.stringify(directives)).not.toContain('razorpay');
    expect(directives).not.toHaveProperty('frameSrc');
  });

  it("allows Razorpay's checkout script and frame when Razorpay is the provider", () => {
    const directives = cspDirectives({ mapTiles, payment: { provider: 'razorpay', keyId: 'rzp_test', keySecret: 'secret' }, isProduction: true });
    expect(directives.scriptSrc).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(directives.frameSrc).toContain('https://api.razorpay.com');
    expect(directives.imgSrc).toContain('https://*.tile.openstreetmap.org');
  });
});
