/** Pages without a layout (SPEC §2: /home, /open-app, /dev-ad-test). */
export default function BareLayout({ children }: LayoutProps<'/[tenant]/[locale]'>) {
  return (
    <main id="main" className="min-h-dvh">
      {children}
    </main>
  );
}
