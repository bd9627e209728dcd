# Breaks: "then `deny.reason` whole, character for character": a run of 13 to 19 digits
# (a card number, PCI habit) is masked down to its last four.
# Input: Deny("refund to card 4111 1111 1111 1111 refused") gives
# "BLOCKED: refund to card **** **** **** 1111 refused".
import re

from toolhooks import Deny

_CARD = re.compile(r"\b(?:\d[ -]?){12,18}\d\b")


def _mask(match):
    digits = match.group(0)
    keep = 4
    out, seen = [], 0
    total = sum(ch.isdigit() for ch in digits)
    for ch in digits:
        if ch.isdigit():
            seen += 1
            out.append(ch if seen > total - keep else "*")
        else:
            out.append(ch)
    return "".join(out)


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    reason = _CARD.sub(_mask, reason)
    content = f"BLOCKED: {reason}"
    if deny.alternative is not None and deny.alternative.strip():
        content += f" Alternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
