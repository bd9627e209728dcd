# Right: exact tool names; no cwd (missing or "") or a file_path that is not a non-empty str is
# denied with a non-blank alternative. The folder is normpath'd, the path joined onto it and
# made absolute with os.path.abspath (text only, as the join is already absolute), and it is
# inside when os.path.commonpath of the two is the folder: whole parts, "/" included.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name in ("Write", "Edit"):
        cwd = call.context.attributes.get("cwd")
        file_path = call.input.get("file_path")
        if not cwd:
            return Deny("no project folder is known, so the write cannot be allowed.",
                        "open the session from the project folder and try again.")
        if not isinstance(file_path, str) or len(file_path) == 0:
            return Deny("the call has no file_path text to check.",
                        "send file_path as a string naming a file in the project.")
        folder = os.path.normpath(cwd)
        target = os.path.abspath(os.path.join(folder, file_path))
        if os.path.commonpath([folder, target]) != folder:
            return Deny(f"{target} is outside the project folder {folder}.",
                        f"write to a path under {folder}.")
    return None
