package com.example.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A list row; the caller says whether it is the selected one and whether its action is on. */
@Composable
fun Row(title: String, rowSelected: Boolean = false, actionEnabled: Boolean = true) {
    val fill = when {
        !actionEnabled -> Color(0xFFF2F2F7)
        rowSelected -> Color(0xFFDCEBFF)
        else -> Color(0xFFFFFFFF)
    }
    Box(Modifier.height(44.dp).background(fill))
}
