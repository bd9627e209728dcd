# Wrong: breaks "`install_guard` and `undo()` change `call_tool` only (no bookkeeping attribute on the
# dispatcher itself, nor on its class)" and "returns guard(block)". The wrapper is set on
# type(dispatcher): every other Dispatcher is guarded too, and a SimpleNamespace(call_tool=f) is
# never guarded (its own attribute shadows the class; setting it on SimpleNamespace raises TypeError).
_ABSENT = object()


def install_guard(dispatcher, guard):
    cls = type(dispatcher)
    previous = cls.__dict__.get("call_tool", _ABSENT)
    original = getattr(cls, "call_tool")

    def guarded(self, block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(self, block)

    cls.call_tool = guarded

    def undo():
        if cls.__dict__.get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newer guard first")
        if previous is _ABSENT:
            delattr(cls, "call_tool")
        else:
            cls.call_tool = previous

    return undo
