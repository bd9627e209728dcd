# Breaks: "It replaces dispatcher.call_tool with a wrapper" / "Installing twice must stack".
# The wrapper is written with vars(dispatcher).setdefault("call_tool", wrapper), which does nothing
# when the instance already has its own call_tool: a SimpleNamespace(call_tool=tool) dispatcher is
# never guarded, and a second install_guard on a Dispatcher leaves the first guard alone on top.
_NOTHING = object()


def install_guard(dispatcher, guard):
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def wrapper(block):
        answer = guard(block)
        if answer is None:
            return original(block)
        return answer

    vars(dispatcher).setdefault("call_tool", wrapper)

    def undo():
        if vars(dispatcher).get("call_tool") is not wrapper:
            raise RuntimeError("this guard is not the newest call_tool; undo the newer one first")
        if previous is _NOTHING:
            del vars(dispatcher)["call_tool"]
        else:
            vars(dispatcher)["call_tool"] = previous

    return undo
