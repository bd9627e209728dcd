# Right: the closure holds the original bound before the swap (no late lookup); guard(block) is
# asked on every call, its non-None answer returned as is, else the original's result; undo()
# checks identity of what is there now, raises LookupError (a message, not an assert) when it is
# not this wrapper, and otherwise puts back the own attribute or deletes it. Nothing else is set.
def install_guard(dispatcher, guard):
    try:
        namespace = vars(dispatcher)
    except TypeError:  # no __dict__ (slots): the slot itself is the own attribute
        namespace = None
    had_own = namespace is None or "call_tool" in namespace
    saved = dispatcher.call_tool if had_own else None
    original = dispatcher.call_tool

    def guarded_call_tool(block):
        answer = guard(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = guarded_call_tool

    def undo():
        current = vars(dispatcher).get("call_tool") if namespace is not None else getattr(dispatcher, "call_tool", None)
        if current is not guarded_call_tool:
            raise LookupError("undo() out of order or repeated: the newer guard stays installed")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo
