# Breaks "the guard is asked for every block, each time": verdicts are cached for 30 seconds
# (time.monotonic) per block value, so an equal block within that time is not asked about.
# Input: a guard counting its calls and returning None, call_tool(block) twice in a row with
# equal blocks: the guard is asked once.
import json
import time

_MISSING = object()
TTL_S = 30.0


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool
    verdicts = {}

    def guarded(block):
        key = json.dumps(block, sort_keys=True, default=repr)
        now = time.monotonic()
        hit = verdicts.get(key)
        if hit is None or now - hit[0] > TTL_S:
            hit = (now, guard(block))
            verdicts[key] = hit
        verdict = hit[1]
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
