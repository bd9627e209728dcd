# Right: other tools (any name but exactly "Write" or "Edit") get None. A cwd that is missing
# or "", or a file_path that is not a non-empty str, gets a Deny with an alternative. The
# folder and the joined path are normpath'd as text, split on "/", and the path is inside when
# the folder's parts are its first parts (whole names, case-sensitive; the folder itself too).
import os

from toolhooks import Deny


def _parts(path):
    return [part for part in os.path.normpath(path).split("/") if part]


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name != "Write" and call.tool_name != "Edit":
        return None
    project = call.context.attributes.get("cwd", "")
    requested = call.input.get("file_path")
    if not project or not isinstance(project, str):
        return Deny("the project folder is unknown for this session.", "start the agent in the project.")
    if type(requested) is bytes or not isinstance(requested, str) or requested == "":
        return Deny("the write names no usable file_path.", "give file_path as a path in the project.")
    base = _parts(project)
    whole = _parts(os.path.join(os.path.normpath(project), requested))
    if whole[: len(base)] == base:
        return None
    return Deny(
        f"{requested} would be written outside the project ({project}).",
        "choose a file path inside the project folder.",
    )
