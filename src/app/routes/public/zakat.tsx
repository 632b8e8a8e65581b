// Zakat Calculator: how much zakat a person owes, from what they own and the nisab, with a way
// straight into the donate wizard to pay it.
import { PageHeader } from '@/components/page/page-header';
import { ZakatCalculator } from '@/features/zakat/components/zakat-calculator';
import { NISAB_GRAMS } from '@/types/api/settings';

export function Component() {
  return (
    <>
      <title>Zakat Calculator | Hope Foundation</title>
      <PageHeader title="Zakat Calculator" />
      <section className="section" aria-labelledby="zakat-intro-title">
        <div className="container">
          <div className="section-header">
            <p className="eyebrow">Zakat</p>
            <h2 id="zakat-intro-title">How Much Zakat Do I Owe?</h2>
            <p>
              Zakat is 2.5% of the wealth you have held for a lunar year, once it reaches the nisab: the value of{' '}
              {NISAB_GRAMS.gold} g of gold or {NISAB_GRAMS.silver} g of silver. Silver gives the lower threshold, so it is
              the default here; choose gold if that is what your scholar advises.
            </p>
          </div>
          <ZakatCalculator />
        </div>
      </section>
    </>
  );
}
