# Right: a default argument freezes the saved original at install time (no lambda recursion); the
# verdict is tested with `is None` only, so {}, "", 0, False, NotImplemented come back as they are.
# undo() raises RuntimeError with a message, touching nothing, unless the instance's own call_tool
# is still this wrapper; then it restores the own attribute (None or falsy too) or removes it.
_NOTHING = object()


def install_guard(dispatcher, guard):
    had = vars(dispatcher).get("call_tool", _NOTHING)

    def call_tool(block, _original=dispatcher.call_tool, _guard=guard):
        answer = _guard(block)
        return _original(block) if answer is None else answer

    setattr(dispatcher, "call_tool", call_tool)

    def undo():
        current = vars(dispatcher).get("call_tool", _NOTHING)
        if current is not call_tool:
            raise RuntimeError(
                f"undo() refused: call_tool is now {current!r}, not the guard installed here"
            )
        if had is _NOTHING:
            delattr(dispatcher, "call_tool")
        else:
            setattr(dispatcher, "call_tool", had)

    return undo
