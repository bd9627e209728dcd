# Breaks: "a new plain `dict` per call (not cached, not shared)". Once 64 results exist, the
# dicts are recycled round-robin: r1 = f("toolu_1", d1), then 64 more calls, and r1 is the same
# object as the 65th result, its "tool_use_id" and "content" overwritten.
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_POOL = []
_POOL_SIZE = 64
_next = 0


def _fresh():
    global _next
    if len(_POOL) < _POOL_SIZE:
        block = {}
        _POOL.append(block)
        return block
    block = _POOL[_next]
    _next = (_next + 1) % _POOL_SIZE
    block.clear()
    return block


def synthetic_error_result(tool_use_id, deny):
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    block = _fresh()
    block.update(type="tool_result", tool_use_id=tool_use_id, is_error=True, content=content)
    return block
