# Right: one anchored regex measures the run of leading exact "BLOCKED:" (any number, spaces
# around) and only that is cut; the reason is otherwise kept whole. error_result gives a fresh
# plain dict of the four keys (is_error True, the id as given; "" raises ResultError, a
# ValueError); a non-blank alternative follows after spaces and its own label, then a full stop.
import re

from toolhooks.results import error_result

_RUN = re.compile(r"(?:\s*BLOCKED:)*\s*")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason
    reason = reason[_RUN.match(reason).end():].rstrip()
    text = f"BLOCKED: {reason}"
    alternative = deny.alternative
    if alternative is not None and not alternative.isspace() and alternative != "":
        text = f"{text}  Instead: {alternative.strip()}."
    return error_result(tool_use_id, text)
