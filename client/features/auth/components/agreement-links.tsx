/** 《服务条款》和《隐私协议》, each opening in a new tab: the sign-in sentence and the register consent box say the same. */
export function AgreementLinks() {
  return (
    <>
      <a href="/service" target="_blank" rel="noopener">
        《服务条款》
      </a>
      和
      <a href="/privacy" target="_blank" rel="noopener">
        《隐私协议》
      </a>
    </>
  );
}
