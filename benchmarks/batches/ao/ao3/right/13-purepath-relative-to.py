# Right: Write/Edit only (exact names). A missing or empty cwd, or a file_path that is missing,
# empty or not a str, is denied with a non-blank alternative. The folder and the joined path are
# normalised with posixpath.normpath (text only, case-sensitive, no symlinks), then compared part
# by part with PurePosixPath.is_relative_to, so "/work/project-old" is not inside "/work/project".
import posixpath
from pathlib import PurePosixPath

from toolhooks import ALLOW, Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return ALLOW
    attributes = call.context.attributes
    if "cwd" not in attributes or attributes["cwd"] == "":
        return Deny("the project folder of this session is unknown.",
                    "open the session in the project folder and try again.")
    raw = call.input.get("file_path")
    if not isinstance(raw, str) or len(raw) == 0:
        return Deny("file_path is missing or is not a path.", "give file_path as a string path.")
    folder = PurePosixPath(posixpath.normpath(attributes["cwd"]))
    target = PurePosixPath(posixpath.normpath(posixpath.join(str(folder), raw)))
    if target.is_relative_to(folder):
        return ALLOW
    return Deny(f"writing {raw!r} would leave the project folder.",
                f"write under {str(folder)!r} instead.")
