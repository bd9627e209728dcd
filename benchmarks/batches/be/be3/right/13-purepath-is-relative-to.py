# Right: the text-normalised target (os.path.normpath of the folder joined with file_path)
# and folder become PurePosixPath objects, which compare whole parts, case-sensitively,
# with no file system access; is_relative_to covers the folder itself and "/". Other
# tools, and Write/Edit with a bad cwd or file_path, follow the Returns text exactly.
import os
from pathlib import PurePosixPath

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name in {"Write", "Edit"}:
        folder = call.context.attributes.get("cwd", "")
        file_path = call.input.get("file_path")
        if folder == "" or folder is None:
            return Deny("the project folder is unknown", "run the agent from inside a project folder")
        if not isinstance(file_path, str) or not file_path:
            return Deny("file_path is missing or not text", "give a file_path inside the project")
        root = PurePosixPath(os.path.normpath(folder))
        target = PurePosixPath(os.path.normpath(os.path.join(str(root), file_path)))
        if not target.is_relative_to(root):
            return Deny(f"{target} is not inside {root}", f"choose a path under {root}")
    return None
