# Right: re.match of (?:\s*BLOCKED:)*\s* at position 0 only, so every leading "BLOCKED:" (exact,
# with whitespace before/after each) goes and nothing later is touched; the reason's tail is kept
# character for character. dict(...) builds a fresh plain dict per call with exactly the four keys;
# a non-blank alternative (by str.strip) follows on a new line after a label; None/""/blank add nothing.
import re

_LEADING = re.compile(r"(?:\s*BLOCKED:)*\s*")


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason
    body = reason[_LEADING.match(reason).end():]
    content = "BLOCKED: " + body
    extra = (deny.alternative or "").strip()
    if extra:
        content = f"{content}\nAlternative: {extra}"
    return dict(type="tool_result", tool_use_id=tool_use_id, is_error=True, content=content)
