# Breaks: "dispatcher.call_tool(block) returns guard(block) as it is whenever that is not None ...
# (the original does not run)". A (bool, value) pair is read Go-style as (allowed, answer):
# a guard returning (True, "checked") makes the original run and its result come back instead of
# the tuple; (False, "no") returns "no".
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = dispatcher.__dict__.get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if isinstance(verdict, tuple) and len(verdict) == 2 and isinstance(verdict[0], bool):
            allowed, answer = verdict  # (ok, answer), the usual two-value return
            return original(block) if allowed else answer
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.__dict__.get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard is installed over this one")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
