#!/usr/bin/env python3
"""The primary analysis of a Parcours study package, recomputed from its CSV files.

Run it in the package's folder (or give the folder as the first argument):

    python3 analysis.py [folder]

It needs pandas and statsmodels (Debian: apt-get install python3-pandas python3-statsmodels). It reads
participants.csv, fits the ANCOVA  post ~ condition + pretest + stratum  by ordinary least squares over all the
study's conditions (the first condition and the first stratum, alphabetically, as references), and prints as JSON
what summary.json holds under "primary": per pair of conditions (a, b) the adjusted difference of b minus a with
its standard error, 95 % interval and two-sided p, Holm's adjustment over the pairs, and Hedges' g of the
difference over the two arms' pooled post-test SD with the small-sample correction and its 95 % interval; on the
complete cases and on every participant (intention to treat: a missing post-test is the participant's pretest, a
missing pretest the mean pretest). The order of the conditions is the study's, read from summary.json. The last
line compares the figures with summary.json. codebook.md describes every column.
"""
import itertools
import json
import math
import pathlib
import sys

import pandas as pd
import statsmodels.formula.api as smf
from scipy import stats
from statsmodels.stats.multitest import multipletests

FIGURES = ["difference", "se", "ci_low", "ci_high", "p", "p_holm", "hedges_g", "g_ci_low", "g_ci_high"]


def analyse(data, conditions):
    present = [c for c in conditions if (data.condition == c).any()]
    strata = sorted(data.stratum.unique())
    formula = "post ~ C(condition, Treatment(reference=%r), levels=%r) + pre" % (present[0], present) if present else None
    if formula and len(strata) > 1:
        formula += " + C(stratum, levels=%r)" % (strata,)
    model = None
    if formula and len(data) > 0:
        fitted = smf.ols(formula, data=data).fit()
        if fitted.df_resid >= 1 and fitted.model.exog.shape[1] == fitted.model.rank:
            model = fitted
    comparisons = []
    for a, b in itertools.combinations(conditions, 2):
        post_a, post_b = data.post[data.condition == a], data.post[data.condition == b]
        n_a, n_b = len(post_a), len(post_b)
        row = {"a": a, "b": b, "n_a": n_a, "n_b": n_b, **{k: None for k in FIGURES}}
        if model is not None and n_a > 0 and n_b > 0:
            names = list(model.params.index)
            contrast = [0.0] * len(names)
            for condition, sign in ((b, 1.0), (a, -1.0)):
                for i, name in enumerate(names):
                    if name.startswith("C(condition") and name.endswith("[T.%s]" % condition):
                        contrast[i] = sign
            test = model.t_test(contrast)
            difference = float(test.effect[0])
            se = float(test.sd[0][0])
            low, high = test.conf_int(alpha=0.05)[0]
            row.update(difference=difference, se=se, ci_low=float(low), ci_high=float(high))
            row["p"] = float(test.pvalue) if se > 0 else None
            if n_a > 1 and n_b > 1:
                pooled = math.sqrt(((n_a - 1) * post_a.var(ddof=1) + (n_b - 1) * post_b.var(ddof=1)) / (n_a + n_b - 2))
                if pooled > 0:
                    g = (1 - 3 / (4 * (n_a + n_b) - 9)) * difference / pooled
                    half = stats.norm.ppf(0.975) * math.sqrt((n_a + n_b) / (n_a * n_b) + g**2 / (2 * (n_a + n_b)))
                    row.update(hedges_g=g, g_ci_low=g - half, g_ci_high=g + half)
        comparisons.append(row)
    tested = [i for i, c in enumerate(comparisons) if c["p"] is not None]
    if tested:
        adjusted = multipletests([comparisons[i]["p"] for i in tested], method="holm")[1]
        for i, p in zip(tested, adjusted):
            comparisons[i]["p_holm"] = float(p)
    return {
        "n": int(len(data)),
        "residual_df": float(model.df_resid) if model is not None else None,
        "pre_slope": float(model.params["pre"]) if model is not None else None,
        "comparisons": comparisons,
    }


def main():
    folder = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    summary = json.loads((folder / "summary.json").read_text(encoding="utf-8"))
    conditions = [c["condition"] for c in summary["conditions"]]
    rows = pd.read_csv(folder / "participants.csv", dtype={"condition": str, "stratum": str})
    rows = rows.rename(columns={"pre_test_percentage": "pre", "post_test_percentage": "post"})
    complete = rows.dropna(subset=["pre", "post"])
    itt = rows.copy()
    missing_pre = itt.pre.isna()
    missing_post = itt.post.isna()
    itt["pre"] = itt.pre.fillna(rows.pre.mean())
    itt["post"] = itt.post.fillna(itt.pre)
    itt = itt.dropna(subset=["pre"])
    result = {
        "complete_cases": analyse(complete[["condition", "stratum", "pre", "post"]], conditions),
        "intention_to_treat": {
            **analyse(itt[["condition", "stratum", "pre", "post"]], conditions),
            "imputed_pre": int(missing_pre.sum()),
            "imputed_post": int(missing_post.sum()),
        },
    }
    print(json.dumps(result, indent=2))
    largest = 0.0
    for analysis, ours in result.items():
        theirs = summary["primary"][analysis]
        for mine, dashboard in zip(ours["comparisons"], theirs["comparisons"]):
            for key in FIGURES:
                if mine[key] is not None and dashboard[key] is not None:
                    largest = max(largest, abs(mine[key] - dashboard[key]))
    print("largest difference from summary.json: %.3g" % largest, file=sys.stderr)


if __name__ == "__main__":
    main()
