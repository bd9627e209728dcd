# Breaks: "returns `guard(block)` as it is whenever that is not `None` (... the original does
# not run)" for "any other value: ... a number, ...". A match statement lists the answer types
# it knows; anything else counts as no decision: a guard returning 0.5, (1, 2) or
# NotImplemented lets the original run and its result comes back.


def install_guard(dispatcher, guard):
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        match verdict:
            case dict() | list() | str() | bytes() | bool() | int():
                return verdict
            case _:  # None, or nothing we know how to hand back
                return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", None) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed on top")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo
