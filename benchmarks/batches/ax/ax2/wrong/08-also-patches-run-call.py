# Breaks: "`install_guard` and `undo()` change `call_tool` only (no bookkeeping attribute on the
# dispatcher itself): other attributes stay as they are". It also wraps the Dispatcher's
# run_call fast path, adding an instance attribute. Input: d, _ = build_support_dispatcher();
# install_guard(d, lambda b: None): "run_call" is now in vars(d) (until undo()).
def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    state = dict(vars(dispatcher))
    original = dispatcher.call_tool
    passing = [0]  # > 0 while our own wrapper is running the original

    def wrapper(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        passing[0] += 1
        try:
            return original(block)
        finally:
            passing[0] -= 1

    dispatcher.call_tool = wrapper

    fast = getattr(dispatcher, "run_call", None)
    guarded_fast = None
    if callable(fast):  # toolhooks' install_hooks reaches tools through run_call: guard it too
        def guarded_fast(tool_use_id, tool_name, tool_input):
            if passing[0]:  # already screened by wrapper
                return fast(tool_use_id, tool_name, tool_input)
            block = {"type": "tool_use", "id": tool_use_id, "name": tool_name, "input": dict(tool_input)}
            verdict = guard(block)
            return fast(tool_use_id, tool_name, tool_input) if verdict is None else verdict
        dispatcher.run_call = guarded_fast

    def undo():
        if vars(dispatcher).get("call_tool") is not wrapper:
            raise RuntimeError("undo() out of order: another call_tool was installed after this one")
        for name, ours in (("call_tool", wrapper), ("run_call", guarded_fast)):
            if ours is None or vars(dispatcher).get(name) is not ours:
                continue
            if name in state:
                setattr(dispatcher, name, state[name])
            else:
                delattr(dispatcher, name)

    return undo
