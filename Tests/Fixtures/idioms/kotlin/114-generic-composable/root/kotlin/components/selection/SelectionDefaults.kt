package com.example.ds.selection

import androidx.compose.ui.unit.dp

internal object SelectionDefaults {
    val RowGap = 4.dp
    val RowPadding = 12.dp
}
