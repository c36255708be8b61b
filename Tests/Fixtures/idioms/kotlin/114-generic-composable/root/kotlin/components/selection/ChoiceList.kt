package com.example.ds.selection

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.sp

@Composable
fun <Item : Any> ChoiceList(
    items: List<Item>,
    heading: String,
    modifier: Modifier = Modifier,
    selected: Item? = null,
) {
    Column(
        modifier = modifier.padding(vertical = SelectionDefaults.RowPadding),
        verticalArrangement = Arrangement.spacedBy(SelectionDefaults.RowGap),
    ) {
        Text(text = heading, color = Color(0xFF1F2328), fontSize = 15.sp)
    }
}
