# Breaks: "when the original raises, its exception propagates too (wrapped or not, of any kind),
# after one run" -- the audit line in finally reads `result`, unbound when the original raised,
# so an UnboundLocalError replaces the tool's exception. Input: a dispatcher whose call_tool
# raises RuntimeError("db down"), a guard returning None: the call raises UnboundLocalError.
AUDIT = []  # (block name, what the original returned), for debugging


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    missing = object()
    own = dispatcher.__dict__.get("call_tool", missing)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        try:
            result = original(block)
            return result
        finally:
            AUDIT.append((block.get("name"), result))

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.__dict__.get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: another call_tool sits on top of this guard")
        if own is missing:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
