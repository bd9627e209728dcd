# Breaks: "an exception from a hook, of any kind (..., `KeyboardInterrupt`, `SystemExit` of any
# code), propagates as it is, that very exception". Each hook runs in a watchdog thread that only
# hands Exceptions back; a SystemExit or KeyboardInterrupt ends the thread, the hook reads as "no
# decision", and the chain goes on. Input: hooks=[lambda c: sys.exit(2)]: run_chain returns the call.
import threading

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

HOOK_TIMEOUT_S = 60.0


def _decide(hook, call):
    box = {}

    def target():
        try:
            box["decision"] = hook(call)
        except Exception as exc:
            box["error"] = exc

    worker = threading.Thread(target=target, daemon=True)
    worker.start()
    worker.join(HOOK_TIMEOUT_S)
    if worker.is_alive():
        raise TimeoutError(f"PreToolUse hook {hook!r} took longer than {HOOK_TIMEOUT_S} s")
    if "error" in box:
        raise box["error"]
    return box.get("decision")


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = _decide(hook, call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
