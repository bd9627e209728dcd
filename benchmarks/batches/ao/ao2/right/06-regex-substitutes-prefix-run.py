# Right: one anchored substitution turns the whole leading run of "BLOCKED:" prefixes (any
# number, spaces around them, exact case only) into the single "BLOCKED: " we owe, leaving the
# rest of the reason untouched; the alternative follows on a new line only when not blank by
# strip(); a fresh plain dict with exactly the four keys and the id as given, "" included.
import re

from toolhooks import Deny

_LEADING_RUN = re.compile(r"\A(?:\s*BLOCKED:)*\s*")


def synthetic_error_result(tool_use_id, deny):
    content = _LEADING_RUN.sub("BLOCKED: ", deny.reason, count=1)
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content = content.rstrip() + "\nAlternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
