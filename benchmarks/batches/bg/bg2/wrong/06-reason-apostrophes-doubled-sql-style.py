# Breaks "`deny.reason` whole, character for character": single quotes are doubled, SQL
# style, "so the text is safe to store". Input: Deny("the customer's tier is free")
# -> content "BLOCKED: the customer''s tier is free".
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:)+\s*")


def _quote_safe(text):
    return text.replace("'", "''")


def synthetic_error_result(tool_use_id, deny):
    if tool_use_id == "":
        raise ValueError("empty tool_use_id")
    content = "BLOCKED: " + _quote_safe(_PREFIX.sub("", deny.reason).strip())
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
