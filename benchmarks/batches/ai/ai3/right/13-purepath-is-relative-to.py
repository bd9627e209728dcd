# Right: exact "Write"/"Edit" only; missing/"" cwd and missing, "", bytes or other non-str file_path -> Deny with
# a non-blank alternative. Otherwise folder and target are normalised on the text with os.path.normpath
# (relative file_path joined to the folder; nothing expanded, decoded, stripped or read) and compared part by
# part, case-sensitively, with PurePosixPath.is_relative_to (the folder itself and "/" included).
import os
from pathlib import PurePosixPath

from toolhooks import Deny

_GUARDED = frozenset({"Write", "Edit"})


def keep_writes_in_project(call):
    if call.tool_name not in _GUARDED:
        return None
    project = call.context.attributes.get("cwd")
    if type(project) is not str or project == "":
        return Deny(
            "This session has no project folder on record, so a write cannot be checked.",
            "Ask the user to restart the session from the project folder.",
        )
    wanted = call.input.get("file_path")
    if not isinstance(wanted, str) or wanted == "":
        return Deny(
            "A Write or Edit needs a file_path text to be checked against the project folder.",
            "Send file_path as a path inside the project folder.",
        )
    root = PurePosixPath(os.path.normpath(project))
    landing = PurePosixPath(os.path.normpath(os.path.join(str(root), wanted)))
    if landing.is_relative_to(root):
        return None
    return Deny(
        f"{wanted!r} lands at {str(landing)!r}, outside the project folder {str(root)!r}.",
        f"Write the file somewhere under {str(root)!r}.",
    )
