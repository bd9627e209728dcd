# Breaks: "returns guard(block) as it is whenever that is not None (even {} ...; a dict ({} too, a
# tool_use-looking one or {"allow": True} too: never run))". `case {}:` was meant as "an empty
# JSON object: no decision", but a mapping pattern matches every mapping. Input: guard returning
# {} or {"allow": True} -> the original runs and its result is returned.
_ABSENT = object()


def install_guard(dispatcher, guard):
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def guarded(block):
        verdict = guard(block)
        match verdict:
            case None:
                return original(block)
            case {"type": "tool_result"}:
                return verdict
            case {}:  # {} from a hook means "no decision"
                return original(block)
            case _:
                return verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo out of order: call_tool is not this guard's wrapper any more")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
