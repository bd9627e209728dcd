# Breaks: "Installing twice must stack: the newest guard runs first" and "otherwise what the saved
# original returns". The wrapper object keeps guard and original in `state = {}`, a class
# attribute shared by every instance: after install_guard(d1, g1) then install_guard(d2, g2),
# d1.call_tool asks g2 and runs d2's tool; two installs on one dispatcher recurse forever.
_NOTHING = object()


class _GuardedCall:
    state = {}

    def __init__(self, guard, original):
        self.state["guard"] = guard
        self.state["original"] = original

    def __call__(self, block):
        verdict = self.state["guard"](block)
        if verdict is not None:
            return verdict
        return self.state["original"](block)


def install_guard(dispatcher, guard):
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    wrapper = _GuardedCall(guard, dispatcher.call_tool)
    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not wrapper:
            raise RuntimeError("undo() called out of order: undo the newest guard first")
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
