# Right: the reason is split on "BLOCKED:" and leading pieces that are blank are dropped, so
# every leading prefix (with any spaces around it) goes and only at the very start; the rest is
# re-joined exactly, then stripped (allowed). The alternative is added, stripped, after a line
# break only when it is a str that is not blank by str.strip(); None, "" and blanks add
# nothing. A new plain dict with exactly the four keys, the id as given, is_error True.


def synthetic_error_result(tool_use_id, deny):
    pieces = deny.reason.split("BLOCKED:")
    while len(pieces) > 1 and not pieces[0].strip():
        del pieces[0]
    reason = "BLOCKED:".join(pieces).strip()
    match deny.alternative:
        case str() as alternative if alternative.strip():
            text = f"BLOCKED: {reason}\nInstead: {alternative.strip()}"
        case _:
            text = f"BLOCKED: {reason}"
    return dict(type="tool_result", tool_use_id=tool_use_id, is_error=True, content=text)
