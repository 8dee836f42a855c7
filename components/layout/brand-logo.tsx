/**
 * The tenant's word-mark (docs/white-label.md): its logo, one per colour mode when it has two, with
 * the tenant's name as its text; without a logo, the name beside a square of the primary colour.
 * Its box is reserved from the file's own proportions, so nothing moves when it loads.
 */
import { assetSize, assetUrl } from '@/lib/tenant/assets';
import type { TenantConfig } from '@/lib/tenant/schema';

export function BrandLogo({ tenant, height }: { tenant: Pick<TenantConfig, 'name' | 'brand'>; height: number }) {
  const logo = tenant.brand.logo;
  if (!logo) {
    return (
      <>
        <span aria-hidden="true" className="bg-brand inline-block rounded-md" style={{ width: height * 0.75, height: height * 0.75 }} />
        {tenant.name}
      </>
    );
  }
  const alt = logo.alt ?? tenant.name;
  const image = (file: string, className?: string, loading?: 'lazy') => {
    const size = assetSize(file);
    const width = size ? Math.round((size.width / size.height) * height) : undefined;
    // eslint-disable-next-line @next/next/no-img-element -- a small logo from the tenant's folder, already the size it is shown at
    return <img src={assetUrl(file)} alt={alt} width={width} height={height} loading={loading} className={className} style={{ height }} />;
  };
  if (!logo.dark) return image(logo.file);
  // Both lazy: a lazy image that is not displayed is not fetched, so a page loads only the logo its
  // mode shows. Eager, both were fetched on every page, and an SVG one was also parsed as a document
  // of its own on the main thread (docs/performance.md, "The phone's main thread").
  return (
    <>
      {image(logo.file, 'dark:hidden', 'lazy')}
      {image(logo.dark, 'hidden dark:block', 'lazy')}
    </>
  );
}
