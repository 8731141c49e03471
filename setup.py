"""The one part of the build that pyproject.toml cannot say: the solver's optional C prover.

`canfield/solver/_prover.c` (with its parts, `canfield/solver/prover/*.h`) is built where a
C compiler is found; where it is not, or the build fails, the install goes on without it
and the solver runs its Python searches (`canfield.solver.fast`).
"""

from pathlib import Path

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "canfield.solver._prover",
            ["canfield/solver/_prover.c"],
            depends=[str(header) for header in sorted(Path("canfield/solver/prover").glob("*.h"))],
            optional=True,
        )
    ]
)
